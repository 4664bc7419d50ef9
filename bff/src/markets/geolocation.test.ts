import { describe, expect, it } from 'vitest';
import { countryCode, countryOfIp, determineCountry } from './geolocation.js';

describe('country codes from CDN headers', () => {
  it('accepts two letters in any case and trims', () => {
    expect(countryCode('at')).toBe('AT');
    expect(countryCode(' GB ')).toBe('GB');
    expect(countryCode(['de', 'fr'])).toBe('DE');
  });

  it('ignores codes that name no country and invalid values', () => {
    for (const value of ['XX', 'xx', 'T1', 'ZZ', 'EU', 'A1', '', 'AUT', '1', 'A', 'D-', undefined, []]) {
      expect(countryCode(value)).toBeNull();
    }
  });
});

describe('country of an IP address', () => {
  it('finds the country of a public address, IPv4, IPv4-mapped and IPv6', () => {
    expect(countryOfIp('81.2.69.160')).toBe('GB');
    expect(countryOfIp('::ffff:81.2.69.160')).toBe('GB');
    expect(countryOfIp('80.123.4.5')).toBe('AT');
    expect(countryOfIp('2a02:8388::1')).toBe('AT');
  });

  it('knows no country for loopback, private and malformed addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.0.0.1',
      '192.168.1.10',
      '172.16.0.1',
      'nonsense',
      '',
    ]) {
      expect(countryOfIp(ip)).toBeNull();
    }
    expect(countryOfIp(undefined)).toBeNull();
  });
});

describe('determining the visitor country', () => {
  it('takes the first valid header in the order cf-ipcountry, cloudfront-viewer-country, x-country-code', () => {
    const all = { 'cf-ipcountry': 'AT', 'cloudfront-viewer-country': 'DE', 'x-country-code': 'FR' };
    expect(determineCountry(all, '81.2.69.160')).toEqual({ code: 'AT', source: 'cf-ipcountry' });
    expect(determineCountry({ ...all, 'cf-ipcountry': 'XX' }, undefined)).toEqual({
      code: 'DE',
      source: 'cloudfront-viewer-country',
    });
    expect(determineCountry({ 'cf-ipcountry': 'T1', 'x-country-code': 'fr' }, undefined)).toEqual({
      code: 'FR',
      source: 'x-country-code',
    });
  });

  it('falls back to the address when no header names a country', () => {
    expect(determineCountry({ 'cf-ipcountry': 'XX' }, '81.2.69.160')).toEqual({ code: 'GB', source: 'ip' });
    expect(determineCountry({}, '127.0.0.1')).toBeNull();
  });
});
