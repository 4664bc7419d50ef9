import {
  FALLBACK_PREFIX,
  isFallbackKind,
  partFinish,
  partHash,
  partKind,
} from '@configurator/domain/rendering/partKind';
import { familyOfSegment } from '@configurator/domain/rendering/vehicleFamily';
import { describe, expect, it } from 'vitest';
import { perspectiveCamera } from './stillSpec.js';

describe('perspectiveCamera', () => {
  const poses = [
    ...[0, 1, 2].map((p) => ({ p, pose: perspectiveCamera('KTM', p) })),
    ...[3, 4, 5, 6].map((p) => ({ p, pose: perspectiveCamera('HQV', p) })),
  ];

  it('gives seven distinct camera angles across the KTM/GG and HQV ranges', () => {
    const keys = poses.map(({ pose }) => `${pose.azimuthDeg}/${pose.elevationDeg}/${pose.distance}`);
    expect(new Set(keys).size).toBe(7);
  });

  it('gives distinct angles within each brand range', () => {
    for (const brand of ['KTM', 'GG', 'HQV'] as const) {
      const range = brand === 'HQV' ? [3, 4, 5, 6] : [0, 1, 2];
      const azimuths = range.map((p) => perspectiveCamera(brand, p).azimuthDeg);
      expect(new Set(azimuths).size).toBe(range.length);
    }
  });

  it('matches the named views', () => {
    const at = (p: number) => perspectiveCamera(p >= 3 ? 'HQV' : 'KTM', p);
    expect(at(0).azimuthDeg).toBeGreaterThan(0); // right side, towards the front
    expect(at(0).azimuthDeg).toBeLessThan(90);
    expect(at(1).azimuthDeg).toBe(-90); // left profile
    expect(Math.abs(at(2).azimuthDeg)).toBeGreaterThan(90); // from behind
    expect(at(3).azimuthDeg).toBeLessThan(0); // front 3/4 left
    expect(at(3).azimuthDeg).toBeGreaterThan(-90);
    expect(at(4).azimuthDeg).toBe(90); // right profile
    expect(at(5).azimuthDeg).toBeGreaterThan(90); // rear 3/4 right
    expect(at(6).azimuthDeg).toBeGreaterThan(0); // front 3/4 right
    expect(at(6).azimuthDeg).toBeLessThan(90);
    for (const { pose } of poses) expect(pose.distance).toBeGreaterThan(0);
  });

  it('returns a copy and rejects unknown perspectives', () => {
    perspectiveCamera('KTM', 0).azimuthDeg = 999;
    expect(perspectiveCamera('KTM', 0).azimuthDeg).not.toBe(999);
    expect(() => perspectiveCamera('KTM', 7)).toThrow(/perspective 7/);
    expect(() => perspectiveCamera('HQV', -1)).toThrow();
  });
});

describe('familyOfSegment', () => {
  it.each([
    ['KTM-NAKED', '4-Stroke', 'naked'],
    ['KTM-TRAVEL', '4-Stroke', 'travel'],
    ['KTM-SUPERSPORT', '4-Stroke', 'sport'],
    ['KTM-ENDURO', '2-Stroke', 'offroad'],
    ['KTM-MX', '4-Stroke', 'offroad'],
    ['KTM-SUPERMOTO', '4-Stroke', 'supermoto'],
    ['KTM-XBOW', 'Car', 'car'],
    ['HQV-STREET', '4-Stroke', 'naked'],
    ['HQV-TRAVEL', '4-Stroke', 'travel'],
    ['HQV-ENDURO', '2-Stroke', 'offroad'],
    ['HQV-MX', '4-Stroke', 'offroad'],
    ['GG-ENDURO', '4-Stroke', 'offroad'],
    ['GG-MX', '2-Stroke', 'offroad'],
    ['GG-TRIAL', '2-Stroke', 'offroad'],
    ['GG-SUPERMOTO', '4-Stroke', 'supermoto'],
    ['GG-STREET', '4-Stroke', 'naked'],
    ['KTM-MX', 'Electric', 'electric'],
    ['HQV-ENDURO', 'Electric', 'electric'],
    ['KTM-NAKED', 'Electric', 'electric'],
  ] as const)('%s with %s is %s', (segment, engine, family) => {
    expect(familyOfSegment(segment, engine)).toBe(family);
  });
});

describe('partKind', () => {
  const part = (name: string, ...categories: string[]) => ({ name, categories });

  it.each([
    ['Akrapovič "Slip-on Line"', 'EXHAUST', 'exhaust'],
    ['Carbon heat shield', 'EXHAUST', 'heatShield'],
    ['Tank bag', 'LUGGAGE', 'tankBag'],
    ['Tail bag', 'LUGGAGE', 'tailBag'],
    ['Side bags', 'LUGGAGE', 'sideBags'],
    ['Aluminium top case', 'LUGGAGE', 'topCase'],
    ['Aluminium side cases', 'LUGGAGE', 'sideCases'],
    ['Luggage rack', 'LUGGAGE', 'rack'],
    ['Crash bars', 'PROTECTION', 'crashBars'],
    ['Skid plate', 'PROTECTION', 'skidPlate'],
    ['Hand guards', 'PROTECTION', 'handGuards'],
    ['Wraparound hand guards', 'PROTECTION', 'handGuards'],
    ['Radiator guard', 'PROTECTION', 'radiatorGuard'],
    ['Ergo seat', 'SEATS', 'seat'],
    ['Rally seat', 'SEATS', 'seat'],
    ['Factory footpegs', 'ERGONOMICS', 'footpegs'],
    ['Adjustable rearsets', 'ERGONOMICS', 'footpegs'],
    ['Handlebar risers', 'ERGONOMICS', 'handlebar'],
    ['Factory wheel set', 'WHEELS', 'wheels'],
    ['Forged wheel set', 'WHEELS', 'wheels'],
    ['Tubeless spoked wheel set', 'WHEELS', 'wheels'],
    ['Supermoto wheel set', 'WHEELS', 'wheels'],
    ['Front sprocket', 'CHASSIS', 'drivetrain'],
    ['Auxiliary lights', 'LIGHTS', 'auxLights'],
    ['Touring windscreen', 'COMFORT', 'windscreen'],
    ['Phone holder', 'ELECTRONICS', 'phoneHolder'],
    ['Heated grips', 'COMFORT', 'grips'],
    ['GPS mount', 'ELECTRONICS', 'phoneHolder'],
    ['Carbon front fender', 'STYLING', 'fender'],
    ['Wing', 'AERO', 'wing'],
    ['Carbon splitter', 'AERO', 'splitter'],
    ['Racing seat', 'SEATS', 'seat'],
    ['Harness', 'SAFETY', 'harness'],
  ] as const)('%s is a %s part of kind %s', (name, category, kind) => {
    const result = partKind(part(name, category));
    expect(isFallbackKind(result)).toBe(false);
    expect(result).toBe(kind);
  });

  it.each([
    // Phrases that contain another rule's keyword must take the more specific kind.
    ['Side bag carrier', 'rack'],
    ['Top case carrier', 'rack'],
    ['Front fender bag', 'fenderBag'],
    ['Tank bag strap mount', 'tankBag'],
    ['Heated ergo seat', 'seat'],
    ['Pillion seat cover', 'pillionCover'],
    ['Headlight guard', 'headlightGuard'],
    ['Brake disc guard', 'discGuard'],
    ['Oversized front brake disc', 'brakeDisc'],
    ['Billet brake lever', 'lever'],
    ['Brake fluid reservoir cover', 'reservoirCover'],
    ['Quick-release steering wheel', 'steeringWheel'],
    ['Titanium wheel bolts', 'hubAccent'],
    ['Carbon engine cover', 'engineCover'],
    ['Carbon tank cover', 'tankCover'],
    ['Large fuel tank', 'largeTank'],
    ['Plastic skid plate', 'skidPlate'],
    ['Bar-end mirrors', 'mirrors'],
    ['Adjustable pedal box', 'pedalBox'],
    ['Factory brake pedal', 'lever'],
    ['Harness bar', 'harness'],
    ['Roll-over bar extension', 'rollBar'],
    ['Carbon side skirts', 'skirts'],
    ['Shark fin', 'fin'],
    ['Gurney flap', 'wing'],
    ['Low-drag kit', 'aeroKit'],
    ['Semi-slick tyres', 'tyres'],
    ['FIA rain light', 'rainLight'],
    ['LED daytime running lights', 'headlight'],
    ['License plate holder', 'plateHolder'],
    ['Start number panels', 'numberPlate'],
    ['Traction control dial', 'switch'],
    ['WP XACT PRO fork cartridge', 'forkCaps'],
    ['WP APEX PRO shock absorber', 'shock'],
    ['Wind deflector', 'windscreen'],
    ['Tow hooks, red anodised', 'towHooks'],
  ] as const)('%s is %s', (name, kind) => {
    expect(partKind(part(name, 'STYLING'))).toBe(kind);
  });

  it('falls back by the first category for names no rule knows', () => {
    expect(partKind(part('Mystery gizmo', 'ELECTRONICS', 'COMFORT'))).toBe(`${FALLBACK_PREFIX}ELECTRONICS`);
    expect(partKind(part('Something else', 'aero'))).toBe(`${FALLBACK_PREFIX}AERO`);
    expect(partKind(part('Unknown thing'))).toBe(`${FALLBACK_PREFIX}OTHER`);
    expect(isFallbackKind(partKind(part('Cruise control', 'ELECTRONICS')))).toBe(true);
  });

  it('sends names that only look like a kind to the category fallback', () => {
    // A wiring harness is no seat belt, tyre warmers are no tyres.
    expect(partKind(part('Lighting wiring harness', 'LIGHTS'))).toBe(`${FALLBACK_PREFIX}LIGHTS`);
    expect(partKind(part('Tyre warmers', 'WHEELS'))).toBe(`${FALLBACK_PREFIX}WHEELS`);
    expect(partKind(part('Wheel bag set', 'LUGGAGE'))).toBe(`${FALLBACK_PREFIX}LUGGAGE`);
  });

  it('is case-insensitive', () => {
    expect(partKind(part('CRASH BARS', 'PROTECTION'))).toBe('crashBars');
  });
});

describe('partFinish and partHash', () => {
  it('reads the material from the name', () => {
    expect(partFinish('Carbon heat shield')).toBe('carbon');
    expect(partFinish('Akrapovič "Slip-on Line"')).toBe('titanium');
    expect(partFinish('LED auxiliary lights')).toBe('led');
    expect(partFinish('Aluminium top case')).toBe('aluminium');
    expect(partFinish('Crash bars')).toBeNull();
  });

  it('is stable and spreads neighbouring ids', () => {
    expect(partHash(42)).toBe(partHash(42));
    const hashes = new Set(Array.from({ length: 100 }, (_, i) => partHash(i) % 1000));
    expect(hashes.size).toBeGreaterThan(90);
  });
});
