import type { ReactNode } from 'react';
import { Container, SimpleGrid } from '@mantine/core';
import { brand } from '@parley/shared/config';
import { IconBrandGithub, IconBrandLinkedin, IconBrandX } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { footerColumns } from '../../config/navigation';
import { BrandMark } from '../BrandMark';
import typography from '../typography.module.css';
import classes from './Footer.module.css';

/** Not live yet: shown as plain, labelled text rather than links to nowhere (docs/routes.md#footer). */
const COMING_SOON = ['Privacy Policy', 'Terms of Service', 'Legal'];
const SOCIAL = [
  { label: 'LinkedIn', Icon: IconBrandLinkedin },
  { label: 'X', Icon: IconBrandX },
  { label: 'GitHub', Icon: IconBrandGithub },
];

export interface FooterProps {
  /** The newsletter form, composed by the layout (the footer is a shared component and knows no feature). */
  newsletter: ReactNode;
}

/**
 * The footer of every page. Its text and links are plain elements styled by Footer.module.css, not
 * Mantine components: the same look at a tenth of the server's render time (see the stylesheet).
 */
export function Footer({ newsletter }: FooterProps) {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="xl">
          <div className={classes.brandColumn}>
            <BrandMark />
            <p className={`${typography.textSm} ${typography.regular} ${typography.dimmed}`}>
              {brand.tagline}
            </p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.title} className={classes.column} aria-label={column.title}>
              <h2 className={`${typography.title} ${classes.heading}`}>{column.title}</h2>
              {column.links.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={`mantine-focus-auto ${typography.textSm} ${typography.regular} ${classes.link}`}
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          ))}
          <div className={classes.newsletterColumn}>
            <h2 className={`${typography.title} ${classes.heading}`}>Newsletter</h2>
            <p className={`${typography.textSm} ${typography.regular} ${typography.dimmed}`}>
              Negotiation research and product news, once a month.
            </p>
            {newsletter}
          </div>
        </SimpleGrid>
        <div className={classes.bottom}>
          <p className={`${typography.textXs} ${typography.regular} ${typography.dimmed}`}>
            © {new Date().getUTCFullYear()} {brand.productName}. All rights reserved.
          </p>
          <div className={classes.notes}>
            {COMING_SOON.map((label) => (
              <p
                key={label}
                className={`${typography.textXs} ${typography.regular} ${typography.dimmed}`}
                title="Coming soon"
              >
                {label} <span aria-hidden="true">·</span> <span>coming soon</span>
              </p>
            ))}
            {SOCIAL.map(({ label, Icon }) => (
              <span
                key={label}
                className={classes.icon}
                title={`${label} (coming soon)`}
                aria-label={`${label} (coming soon)`}
                role="img"
              >
                <Icon size={18} aria-hidden />
              </span>
            ))}
          </div>
        </div>
      </Container>
    </footer>
  );
}
