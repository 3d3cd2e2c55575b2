/** Build-time configuration (Vite env). Everything optional has a safe default. */
export interface AppConfig {
  productName: string;
  auth: { applicationId: string; audience: string };
  mockScenarios: boolean;
  sentryDsn: string | undefined;
  analyticsKey: string | undefined;
  intercomAppId: string | undefined;
  isProduction: boolean;
  /** Provider consent pages for the integration sign-in window (dev and preview point them at the mock). */
  providers: {
    microsoft: { authorizeUrl: string; clientId: string };
    google: { authorizeUrl: string; clientId: string };
  };
  links: {
    termsOfService: string;
    fraudDefenseTerms: string;
    fraudDefenseFaq: string;
    fraudDefenseVideo: string;
    emailThreatGuide: string;
    scheduleCall: string;
    mdrVideo: string;
  };
}

// Outside Vite (the Node benchmarks import models that reach this module) there is no import.meta.env: defaults apply.
const env = (import.meta.env ?? {}) as ImportMetaEnv;

const optional = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

export const appConfig: AppConfig = {
  productName: optional(env.VITE_PRODUCT_NAME) ?? 'Stance',
  auth: {
    applicationId: optional(env.VITE_AUTH_APPLICATION_ID) ?? 'stance-console',
    audience: optional(env.VITE_AUTH_AUDIENCE) ?? 'https://api.stance.example',
  },
  mockScenarios: env.VITE_MOCK_SCENARIOS === 'true',
  sentryDsn: optional(env.VITE_SENTRY_DSN),
  analyticsKey: optional(env.VITE_ANALYTICS_KEY),
  intercomAppId: optional(env.VITE_INTERCOM_APP_ID),
  isProduction: env.PROD,
  providers: {
    microsoft: {
      authorizeUrl:
        optional(env.VITE_MICROSOFT_AUTHORIZE_URL) ?? 'https://login.microsoftonline.com/organizations/v2.0/adminconsent',
      clientId: optional(env.VITE_MICROSOFT_CLIENT_ID) ?? 'stance-console',
    },
    google: {
      authorizeUrl: optional(env.VITE_GOOGLE_AUTHORIZE_URL) ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      clientId: optional(env.VITE_GOOGLE_CLIENT_ID) ?? 'stance-console',
    },
  },
  links: {
    termsOfService: optional(env.VITE_TERMS_URL) ?? 'https://stance.example/legal/terms',
    fraudDefenseTerms: optional(env.VITE_FRAUD_DEFENSE_TERMS_URL) ?? 'https://stance.example/legal/fraud-defense-terms',
    fraudDefenseFaq: optional(env.VITE_FRAUD_DEFENSE_FAQ_URL) ?? 'https://help.stance.example/fraud-defense',
    fraudDefenseVideo: optional(env.VITE_FRAUD_DEFENSE_VIDEO_URL) ?? 'https://stance.example/fraud-defense/video',
    emailThreatGuide: optional(env.VITE_EMAIL_THREAT_GUIDE_URL) ?? 'https://help.stance.example/email-threat-response',
    scheduleCall: optional(env.VITE_SCHEDULE_CALL_URL) ?? 'https://stance.example/mdr/schedule',
    mdrVideo: optional(env.VITE_MDR_VIDEO_URL) ?? 'https://stance.example/mdr/video',
  },
};
