import { Link, useBlocker, useNavigate, useSearchParams } from 'react-router-dom';
import type { AdminNavigation } from './navigation';

/** The admin screens on React Router (the studio, and this package's tests). */
export const reactRouterNavigation: AdminNavigation = { Link, useNavigate, useSearchParams, useBlocker };
