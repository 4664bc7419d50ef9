import { describe, expect, it } from 'vitest';
import { withBitrates } from './streamSender.js';

const bitrate = { start: 5000, min: 3000, max: 15000 };
const params = 'x-google-start-bitrate=5000;x-google-min-bitrate=3000;x-google-max-bitrate=15000';

const sdp = (...lines: string[]) => lines.join('\r\n');

const answer = sdp(
  'v=0',
  'o=- 1 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111',
  'a=rtpmap:111 opus/48000/2',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97 98 99',
  'c=IN IP4 0.0.0.0',
  'a=rtpmap:96 VP8/90000',
  'a=rtcp-fb:96 nack',
  'a=rtpmap:97 rtx/90000',
  'a=fmtp:97 apt=96',
  'a=rtpmap:98 H264/90000',
  'a=fmtp:98 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f',
  'a=rtpmap:99 red/90000',
  '',
);

describe('the answer with the spec bitrates', () => {
  const lines = withBitrates(answer, bitrate).split('\r\n');

  it('gives VP8, which has no fmtp line, one right after its rtpmap', () => {
    const at = lines.indexOf('a=rtpmap:96 VP8/90000');
    expect(lines[at + 1]).toBe(`a=fmtp:96 ${params}`);
    expect(lines.filter((line) => line.startsWith('a=fmtp:96'))).toHaveLength(1);
  });

  it('appends the bitrates to a video codec fmtp line there already', () => {
    expect(lines).toContain(
      `a=fmtp:98 level-asymmetry-allowed=1;packetization-mode=1;profile-level-id=42e01f;${params}`,
    );
    expect(lines.filter((line) => line.startsWith('a=fmtp:98'))).toHaveLength(1);
  });

  it('leaves retransmission lines, other payloads and the audio alone', () => {
    expect(lines).toContain('a=fmtp:97 apt=96');
    expect(lines).toContain('a=fmtp:111 minptime=10;useinbandfec=1');
    expect(lines).toContain('a=rtpmap:99 red/90000');
    expect(lines.some((line) => line.startsWith('a=fmtp:99'))).toBe(false);
    expect(lines.filter((line) => line.includes('x-google'))).toHaveLength(2);
  });

  it('keeps every other line and the line ends', () => {
    expect(lines.filter((line) => !line.includes('x-google'))).toEqual(
      answer.split('\r\n').filter((line) => !line.startsWith('a=fmtp:98')),
    );
    expect(withBitrates(answer, bitrate).endsWith('\r\n')).toBe(true);
  });

  it('changes nothing in a description without video', () => {
    const audio = sdp('v=0', 'm=audio 9 UDP/TLS/RTP/SAVPF 111', 'a=rtpmap:111 opus/48000/2', '');
    expect(withBitrates(audio, bitrate)).toBe(audio);
  });

  it('treats a VP8 payload of an audio section as audio', () => {
    const odd = sdp('m=audio 9 RTP/AVP 96', 'a=rtpmap:96 VP8/90000', 'm=video 9 RTP/AVP 100', '');
    expect(withBitrates(odd, bitrate)).toBe(odd);
  });
});
