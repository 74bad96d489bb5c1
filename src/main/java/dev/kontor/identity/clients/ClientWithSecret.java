package dev.kontor.identity.clients;

/** A client together with its secret in clear: exists only in the answer that creates or rotates the secret. */
public record ClientWithSecret(OAuthClient client, String clientSecret) {
}
