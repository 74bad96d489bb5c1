package dev.kontor.aml.officer;

import org.junit.jupiter.api.Test;

import dev.kontor.aml.RecordChange.FieldChange;

import static org.assertj.core.api.Assertions.assertThat;

class FieldChangesTest {

	@Test
	void listsTheFieldsWhoseValueChangedLeavingOutTheBookkeeping() {
		String before = """
				{"id":"a","updatedDate":"2026-11-01T00:00:00Z","riskThresholdAcceptAutoBelow":3,"note":null,
				 "amlOfficerEmail":"o@example.com","reason":"initial"}""";
		String after = """
				{"id":"a","updatedDate":"2026-11-02T00:00:00Z","riskThresholdAcceptAutoBelow":4.5,"note":"raised",
				 "amlOfficerEmail":"o@example.com","reason":null}""";

		assertThat(FieldChanges.between(before, after)).containsExactly(
				new FieldChange("riskThresholdAcceptAutoBelow", "3", "4.5"), new FieldChange("note", null, "raised"),
				new FieldChange("reason", "initial", null));
	}

	@Test
	void aCreationListsEveryFieldItSet() {
		assertThat(FieldChanges.between(null, """
				{"createdDate":"2026-11-01T00:00:00Z","countryCode":"DEU","riskFactor":5,"maxAmount":null}"""))
			.containsExactly(new FieldChange("countryCode", null, "DEU"), new FieldChange("riskFactor", null, "5"));
	}
}
