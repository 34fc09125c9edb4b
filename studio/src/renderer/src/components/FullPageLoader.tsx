import { Center, Loader } from '@mantine/core';

/** What the window shows while the settings or the session are being read. */
export function FullPageLoader() {
  return (
    <Center h="100vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
