package dev.kontor.aml.settings;

import java.time.Instant;
import java.util.UUID;

import org.jspecify.annotations.Nullable;

/** When the settings were first saved and last replaced, and by whom; the updated fields are null until replaced. */
public record SettingsKeeping(Instant createdDate, @Nullable Instant updatedDate, @Nullable UUID createdUserId,
		@Nullable UUID updatedUserId) {

	static SettingsKeeping created(Instant at, UUID by) {
		return new SettingsKeeping(at, null, by, null);
	}

	SettingsKeeping replaced(Instant at, UUID by) {
		return new SettingsKeeping(createdDate, at, createdUserId, by);
	}
}
