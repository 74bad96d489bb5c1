/**
 * Master data: the instrument requests tenants file with the securities reference-data provider, the store of the
 * provider's snapshots, and the reads of document 2's master data API over it.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kontor.masterdata;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
