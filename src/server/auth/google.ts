import { genericOAuth } from "better-auth/plugins";
import { decodeJwt } from "jose";
import type { Config } from "../config";

type GoogleConfig = NonNullable<Config["google"]>;

/**
 * Google sign-in as an OpenID Connect provider found by discovery, so the same code runs against
 * accounts.google.com and, in tests, a mock issuer on loopback. Authorization code with PKCE; the
 * ID token is verified against the issuer's keys before its claims are read here.
 */
export function googleProvider({ clientId, clientSecret, hostedDomain, issuer }: GoogleConfig) {
  return genericOAuth({
    config: [
      {
        providerId: "google",
        name: "Google",
        clientId,
        clientSecret,
        discoveryUrl: `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        requireIdTokenVerification: true,
        // A hint for Google's account chooser; the check that counts is the one below.
        ...(hostedDomain ? { authorizationUrlParams: { hd: hostedDomain } } : {}),
        getUserInfo: async (tokens) => {
          if (!tokens.idToken) return null;
          const claims = decodeJwt(tokens.idToken);
          if (hostedDomain && claims.hd !== hostedDomain) return null;
          if (typeof claims.email !== "string" || typeof claims.sub !== "string") return null;
          return {
            id: claims.sub,
            sub: claims.sub,
            email: claims.email,
            emailVerified: claims.email_verified === true,
            name: typeof claims.name === "string" ? claims.name : claims.email.split("@")[0]!,
            // Google's photo would be loaded from Google's servers: students choose their own.
            image: undefined,
          };
        },
      },
    ],
  });
}
