import { describe, expect, it } from 'vitest';
import { axisLabels } from '../../../src/features/dashboard/chart-labels';

describe('axisLabels', () => {
  it('leaves out the words every school name starts with', () => {
    expect(
      axisLabels(['Zilla Parishad Primary School Bhilar', 'Zilla Parishad Primary School Ralegan Siddhi']),
    ).toEqual(['Bhilar', 'Ralegan Siddhi']);
  });

  it('keeps a single shared word, and cuts long labels', () => {
    expect(axisLabels(['Class 1', 'Class 10'])).toEqual(['Class 1', 'Class 10']);
    expect(axisLabels(['Zilla Parishad Velhe', 'Zilla Parishad Velhe Budruk'])).toEqual([
      'Velhe',
      'Velhe Budruk',
    ]);
    expect(axisLabels(['Model School', 'Zilla Parishad Primary School Narayangaon'])).toEqual([
      'Model School',
      'Zilla Parisha…',
    ]);
    expect(axisLabels(['Zilla Parishad School'])).toEqual(['Zilla Parisha…']);
  });
});
