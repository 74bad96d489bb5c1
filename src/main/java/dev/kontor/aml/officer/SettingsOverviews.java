package dev.kontor.aml.officer;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Service;

import dev.kontor.aml.AmlSettingsOverview;
import dev.kontor.aml.ParameterFamilyOverview;
import dev.kontor.aml.ParameterFamilyOverview.ParameterEntry;
import dev.kontor.aml.RecordChange;
import dev.kontor.aml.audit.AuditEntry;
import dev.kontor.aml.audit.AuditLog;
import dev.kontor.aml.audit.AuditedEntity;
import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterManagement;
import dev.kontor.aml.parameters.ParameterRecord;
import dev.kontor.aml.settings.AmlPolicy;
import dev.kontor.aml.settings.AmlSettings;
import dev.kontor.aml.settings.DefaultRiskFactors;
import dev.kontor.aml.settings.RiskThresholds;
import dev.kontor.aml.settings.AmlSettingsManagement;
import dev.kontor.shared.TenantId;

/**
 * The tenant's AML settings and parameter records as the officer reads them, with their kept changes: read-only,
 * the integrator changes them through the API.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class SettingsOverviews {

	/** The newest changes shown of the settings, and of each parameter family. */
	static final int HISTORY_LENGTH = 20;

	private final AmlSettingsManagement settings;

	private final ParameterManagement parameters;

	private final AuditLog audit;

	public AmlSettingsOverview settings(TenantId tenant) {
		UUID tenantId = tenant.value();
		Map<String, @Nullable String> fields = settings.find(tenantId)
			.map(SettingsOverviews::fields)
			.orElseGet(LinkedHashMap::new);
		return new AmlSettingsOverview(fields,
				history(audit.historyOf(tenant, AuditedEntity.TenantSettings, tenantId, null, HISTORY_LENGTH)));
	}

	/** Every family, in document 3's order, with its records (active first) and its newest changes. */
	public List<ParameterFamilyOverview> parameters(TenantId tenantId) {
		return Arrays.stream(ParameterFamily.values()).map(family -> family(tenantId, family)).toList();
	}

	private ParameterFamilyOverview family(TenantId tenantId, ParameterFamily family) {
		List<ParameterEntry> records = parameters.list(tenantId, family, true)
			.stream()
			.sorted(Comparator.comparing(ParameterRecord::isActive).reversed())
			.map(SettingsOverviews::entry)
			.toList();
		List<AuditEntry> changes = audit.historyOf(tenantId, AuditedEntity.ParameterRecord, null,
				family.pathSegment(), HISTORY_LENGTH);
		return new ParameterFamilyOverview(family.name(), family.pathSegment(), records, history(changes));
	}

	private static ParameterEntry entry(ParameterRecord r) {
		Map<String, @Nullable String> fields = new LinkedHashMap<>();
		r.ownFields().forEach((name, value) -> fields.put(name, value == null ? null : text(value)));
		return new ParameterEntry(r.id(), r.isActive(), r.riskFactor(), r.isBanned(), fields,
				r.keeping().updatedDate());
	}

	private static List<RecordChange> history(List<AuditEntry> entries) {
		return entries.stream()
			.map(e -> new RecordChange(e.change().changedDate(), e.change().actorId(), e.change().action().name(),
					e.entityId(),
					FieldChanges.between(e.before(), e.after())))
			.toList();
	}

	private static Map<String, @Nullable String> fields(AmlSettings s) {
		AmlPolicy policy = s.policy();
		RiskThresholds thresholds = policy.thresholds();
		DefaultRiskFactors defaults = policy.defaultRiskFactors();
		Map<String, @Nullable String> fields = new LinkedHashMap<>();
		fields.put("amlOfficerEmail", policy.amlOfficerEmail());
		fields.put("riskThresholdAcceptAutoBelow", text(thresholds.riskThresholdAcceptAutoBelow()));
		fields.put("riskThresholdRejectAutoAbove", text(thresholds.riskThresholdRejectAutoAbove()));
		fields.put("defaultPEPRiskFactor", text(defaults.defaultPEPRiskFactor()));
		fields.put("defaultSanctionRiskFactor", text(defaults.defaultSanctionRiskFactor()));
		fields.put("defaultOtherRiskFactor", text(defaults.defaultOtherRiskFactor()));
		fields.put("reason", policy.reason());
		fields.put("note", policy.note());
		fields.put("saveAMLMonitoringResultsUnderClientDocs",
				String.valueOf(policy.saveAMLMonitoringResultsUnderClientDocs()));
		fields.put("createdDate", String.valueOf(s.keeping().createdDate()));
		fields.put("updatedDate", s.keeping().updatedDate() == null ? null : s.keeping().updatedDate().toString());
		return fields;
	}

	private static String text(Object value) {
		return value instanceof BigDecimal number ? number.toPlainString() : value.toString();
	}
}
