package dev.kontor.aml.audit;

import java.util.Arrays;
import java.util.Optional;

/** The kinds of AML records whose changes are kept, by the names the audit endpoint's {@code entity} takes. */
public enum AuditedEntity {

	ParameterRecord, TenantSettings, MonitoringRecord, CashBalance, Evaluation;

	static Optional<AuditedEntity> named(String name) {
		return Arrays.stream(values()).filter(entity -> entity.name().equals(name)).findFirst();
	}
}
