package dev.kontor.identity.clients;

import org.springframework.modulith.NamedInterface;

/** A client together with its secret in clear: exists only in the answer that creates or rotates the secret. */
@NamedInterface("administration")
public record ClientWithSecret(OAuthClient client, String clientSecret) {
}
