import { Anchor, Box, Burger, Collapse, Container, Divider, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router-dom';
import { headerLinks, resourceLinks } from '../../config/navigation';
import { paths } from '../../config/paths';
import { BrandMark } from '../BrandMark';
import { HeaderActions } from './HeaderActions';
import classes from './Header.module.css';

const MOBILE_MENU_ID = 'mobile-menu';

/** Every public page's header: the links of spec §2, the mobile menu with its Resources group. */
export function Header() {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" aria-label="Parley home" onClick={close}>
            <BrandMark />
          </Anchor>
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="lg" wrap="nowrap">
            {headerLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end className={classes.link}>
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Box visibleFrom="lg">
            <HeaderActions />
          </Box>
          <Burger
            hiddenFrom="lg"
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            aria-controls={MOBILE_MENU_ID}
          />
        </Group>
      </Container>
      <Box hiddenFrom="lg">
        <Collapse expanded={opened}>
          <Box id={MOBILE_MENU_ID} component="nav" aria-label="Mobile" className={classes.mobile}>
            <Stack gap={2} p="md">
              {headerLinks.map((link) => (
                <NavLink key={link.to} to={link.to} end className={classes.link} onClick={close}>
                  {link.label}
                </NavLink>
              ))}
              <Divider my="xs" />
              <Text size="xs" tt="uppercase" fw={700} c="dimmed" px="sm" id="mobile-resources">
                Resources
              </Text>
              <Stack gap={2} role="group" aria-labelledby="mobile-resources">
                {resourceLinks.map((link) => (
                  <NavLink key={link.to} to={link.to} className={classes.link} onClick={close}>
                    {link.label}
                  </NavLink>
                ))}
              </Stack>
              <Divider my="xs" />
              <HeaderActions variant="mobile" onNavigate={close} />
            </Stack>
          </Box>
        </Collapse>
      </Box>
    </Box>
  );
}
