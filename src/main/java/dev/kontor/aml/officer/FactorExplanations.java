package dev.kontor.aml.officer;

import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.aml.EvaluationDetails.ExplainedFactor;
import dev.kontor.aml.evaluation.Evaluation;
import dev.kontor.aml.monitoring.MonitoringFamily;
import dev.kontor.aml.monitoring.MonitoringRecordManagement;
import dev.kontor.aml.parameters.ParameterFamily;
import dev.kontor.aml.parameters.ParameterManagement;
import dev.kontor.aml.risk.RiskFactor;

/**
 * Explains each factor of an evaluation by the record that gave it: a parameter record (source named after its
 * family) or a monitoring record (source {@code PepRecord}, {@code SanctionRecord}, {@code OtherRecord}). An
 * evaluation has at most eleven factors, so they are read one by one.
 */
@Component
@RequiredArgsConstructor
class FactorExplanations {

	private static final String MONITORING_SUFFIX = "Record";

	private final ParameterManagement parameters;

	private final MonitoringRecordManagement monitoring;

	List<ExplainedFactor> of(Evaluation evaluation) {
		return evaluation.factors().stream().map(factor -> explain(evaluation, factor)).toList();
	}

	private ExplainedFactor explain(Evaluation evaluation, RiskFactor factor) {
		Optional<Described> described = factor.recordId() == null ? Optional.empty() : describe(evaluation, factor);
		return new ExplainedFactor(factor.source(), factor.recordId(), factor.factor(), factor.banned(),
				described.isPresent(), described.map(Described::text).orElse("record not found"),
				described.map(Described::changedSince).orElse(false));
	}

	private Optional<Described> describe(Evaluation evaluation, RiskFactor factor) {
		Optional<ParameterFamily> parameterFamily = parameterFamily(factor.source());
		if (parameterFamily.isPresent()) {
			return parameters.find(evaluation.tenantId(), parameterFamily.get(), factor.recordId())
				.map(record -> new Described(RecordDescriptions.of(record), RecordDescriptions
					.changedSince(record.keeping().updatedDate(), evaluation.keeping().createdDate())));
		}
		return monitoringFamily(factor.source())
			.flatMap(family -> monitoring.find(evaluation.tenantId(), family, factor.recordId()))
			.map(record -> new Described(RecordDescriptions.of(record), RecordDescriptions
				.changedSince(record.keeping().updatedDate(), evaluation.keeping().createdDate())));
	}

	static Optional<ParameterFamily> parameterFamily(String source) {
		for (ParameterFamily family : ParameterFamily.values()) {
			if (family.name().equals(source)) {
				return Optional.of(family);
			}
		}
		return Optional.empty();
	}

	static Optional<MonitoringFamily> monitoringFamily(String source) {
		for (MonitoringFamily family : MonitoringFamily.values()) {
			if ((family.name() + MONITORING_SUFFIX).equals(source)) {
				return Optional.of(family);
			}
		}
		return Optional.empty();
	}

	private record Described(String text, boolean changedSince) {
	}
}
