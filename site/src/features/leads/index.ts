// Public API of the leads feature: the /signup panel, the contact and newsletter forms, and the
// contact-form submit function.
export { SignupLeadPanel } from './components/SignupLeadPanel';
export { SIGNUP_VARIANTS, toPlan, toSignupType } from './lib/signup-variants';
export { contactLead, type ContactFormValues } from './lib/contact-lead';
export { submitContact } from './api/submit-contact';
export { currentPage, storeLead } from './api/submit-lead';
export { ContactForm } from './components/ContactForm';
export { NewsletterForm } from './components/NewsletterForm';
export { BLOG_NEWSLETTER_FORM } from './lib/lead-form-names';
