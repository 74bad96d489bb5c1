/**
 * Identity: the OpenID Connect provider (authorization server), tenants, OAuth clients, users and signing keys,
 * the operator API that manages them, and the resource-server side that validates access tokens for every API.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kontor.identity;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
