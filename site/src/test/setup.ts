// The admin UI's jsdom setup (jest-dom matchers, cleanup, the browser APIs Mantine reads): the site
// renders Mantine the same way, so one setup serves both.
import '@parley/admin-ui/test-setup';
