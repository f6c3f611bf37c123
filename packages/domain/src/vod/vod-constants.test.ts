import { describe, expect, it } from 'vitest';
import {
  IMAGE_SIZES,
  MUSIC_ART_SIZE,
  NO_IMAGE_FOUND,
  POSTER_ALT_SIZE,
  POSTER_NAME_SIZES,
  POSTER_SIZE,
} from './vod-constants.ts';

describe('on-demand images (seed 001 §8 and §9)', () => {
  it('draws posters at 140x210, their alternative at 240x360 and music art at 200x150', () => {
    expect(POSTER_SIZE).toBe('140x210');
    expect(POSTER_ALT_SIZE).toBe('240x360');
    expect(MUSIC_ART_SIZE).toBe('200x150');
  });

  it('knows the named poster sizes', () => {
    expect(POSTER_NAME_SIZES).toEqual(['67x89', '109x145', '140x187', '218x290', '222x297']);
  });

  it('draws every one of those sizes, the poster size first', () => {
    expect(IMAGE_SIZES).toEqual([
      '140x210',
      '240x360',
      '200x150',
      '67x89',
      '109x145',
      '140x187',
      '218x290',
      '222x297',
    ]);
  });

  it('says "No Image Found" when a title has no poster', () => {
    expect(NO_IMAGE_FOUND).toBe('No Image Found');
  });
});
