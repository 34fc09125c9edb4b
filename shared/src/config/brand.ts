/** The product's name and voice, in one place so a rename is a one-line change. */
export const brand = {
  productName: 'Parley',
  tagline: 'AI agents that negotiate your B2B deals',
  engineName: 'the Parley negotiation engine',
  description:
    'Autonomous buyer and seller agents that exchange offers over FIPA-ACL, never cross the limits you set and learn each counterpart’s priorities from its offers.',
  supportEmail: 'support@parley.example',
  salesEmail: 'sales@parley.example',
  copyrightHolder: 'Parley',
} as const;

export type Brand = typeof brand;
