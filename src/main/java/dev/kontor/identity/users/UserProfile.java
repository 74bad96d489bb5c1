package dev.kontor.identity.users;

import org.jspecify.annotations.Nullable;

import org.springframework.modulith.NamedInterface;

/** How a user is named: the username to sign in with, and the email address and name the user's tokens may show. */
@NamedInterface("administration")
public record UserProfile(String username, @Nullable String email, @Nullable String name) {
}
