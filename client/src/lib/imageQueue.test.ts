import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, releaseImageSlot, requestImageSlot, resetImageQueue } from './imageQueue.js';

describe('the picture queue', () => {
  afterEach(resetImageQueue);

  it('lets two pictures load at once and hands each freed slot to the next in line', () => {
    const started: number[] = [];
    for (let i = 1; i <= 5; i++) requestImageSlot(() => started.push(i));
    expect(IMAGE_SLOTS).toBe(2);
    expect(started).toEqual([1, 2]);
    releaseImageSlot();
    expect(started).toEqual([1, 2, 3]);
    releaseImageSlot();
    releaseImageSlot();
    expect(started).toEqual([1, 2, 3, 4, 5]);
  });

  it('forgets a picture that left before its turn, and frees slots when nobody waits', () => {
    const started: string[] = [];
    requestImageSlot(() => started.push('a'));
    requestImageSlot(() => started.push('b'));
    const withdraw = requestImageSlot(() => started.push('gone'));
    requestImageSlot(() => started.push('c'));
    withdraw();
    releaseImageSlot();
    expect(started).toEqual(['a', 'b', 'c']);
    releaseImageSlot();
    releaseImageSlot();
    requestImageSlot(() => started.push('d'));
    requestImageSlot(() => started.push('e'));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
