/**
 * Clients: the client records of each tenant, their life cycle and the domain events that tell other modules about
 * them.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kontor.clients;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
