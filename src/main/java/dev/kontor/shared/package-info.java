/**
 * What every module shares: problem bodies, paging, the caller taken from the token, ids and the clock.
 */
@ApplicationModule(type = ApplicationModule.Type.OPEN)
@NullMarked
package dev.kontor.shared;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
