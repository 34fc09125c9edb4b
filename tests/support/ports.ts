// Test ports, apart from `npm start`'s 54321/5173 so a developer's running stack never clashes with e2e.
// E2E_API_PORT / E2E_SITE_PORT move them (e.g. a second checkout running its own e2e at the same time).
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 54331);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT || 5183);
// The backend's local SMTP server (the mail worker's target; `npm start` uses 54325).
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 54335);
export const backendUrl = `http://127.0.0.1:${E2E_API_PORT}`;
export const siteUrl = `http://127.0.0.1:${E2E_SITE_PORT}`;
