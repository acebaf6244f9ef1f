import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText, emailParts } from '../../../src/ui/email-text';

describe('EmailText: e-mails break after @ or ., never mid-word', () => {
  it('splits an address just after each @ and .', () => {
    expect(emailParts('rajendra.kale@ambavade.shala.demo')).toEqual([
      'rajendra.',
      'kale@',
      'ambavade.',
      'shala.',
      'demo',
    ]);
    expect(emailParts('Awaited')).toEqual(['Awaited']);
    expect(emailParts('')).toEqual([]);
  });

  it('puts a <wbr> at each of those places and keeps the text whole', () => {
    const { container } = render(<EmailText email="sunita@zp.in" className="schools-table__line" />);
    const span = container.querySelector('span.email-text.schools-table__line')!;
    expect(span.textContent).toBe('sunita@zp.in');
    expect(span.innerHTML).toBe('sunita@<wbr>zp.<wbr>in');
  });
});
