/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_ORIGIN?: string;
  readonly VITE_AD_PIXEL_ID?: string;
  readonly VITE_INSIGHTS?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_LAUNCH_DATE?: string;
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  readonly VITE_CAREERS_DEADLINE?: string;
  readonly VITE_LINKEDIN_NEWSLETTER_URL?: string;
}
