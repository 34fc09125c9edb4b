import { describe, expect, it } from 'vitest';
import { contactLead } from './contact-lead';

describe('contactLead', () => {
  it('joins the names and heads the message with the subject', () => {
    expect(
      contactLead(
        {
          firstName: ' Ada ',
          lastName: 'Lovelace',
          email: ' ada@example.com ',
          subject: 'Billing',
          message: 'Hello',
        },
        '/contact',
      ),
    ).toEqual({
      kind: 'contact',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Subject: Billing\n\nHello',
      page: '/contact',
    });
  });

  it('leaves out what was not given', () => {
    expect(
      contactLead({ firstName: '', lastName: '', email: 'a@b.co', subject: '', message: 'Hi' }, '/support'),
    ).toMatchObject({ name: null, message: 'Hi' });
  });
});
