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

  it('tells apart the schools that share a prefix even when others do not share it', () => {
    expect(
      axisLabels([
        'Zilla Parishad Primary School Ambavade',
        'Model School',
        'Zilla Parishad Primary School Bhilar',
        'Zilla Parishad Primary School Ralegan Siddhi',
      ]),
    ).toEqual(['Ambavade', 'Model School', 'Bhilar', 'Ralegan Siddhi']);
  });

  it('gives each bar a label that differs from the others when the names do', () => {
    const names = [
      'Zilla Parishad Primary School Ambavade',
      'Zilla Parishad Primary School Bhilar',
      'Zilla Parishad Upper Primary School Bhilar',
      'Government Ashram School Junnar',
      'Government Ashram School Velhe',
    ];
    const labels = axisLabels(names);
    expect(new Set(labels).size).toBe(names.length);
    expect(labels.some((label) => label.startsWith('Zilla Parisha'))).toBe(false);
  });
});
