package dev.kontor.aml.monitoring;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MonitoringRecordRulesTest {

	@Test
	void truncationKeepsShortTextsAndCutsLongOnes() {
		assertThat(MonitoringRecordRules.truncate(null, 36)).isNull();
		assertThat(MonitoringRecordRules.truncate("WorldCheck", 36)).isEqualTo("WorldCheck");
		assertThat(MonitoringRecordRules.truncate("x".repeat(36), 36)).hasSize(36);
		assertThat(MonitoringRecordRules.truncate("x".repeat(37), 36)).isEqualTo("x".repeat(36));
	}

	@Test
	void truncationNeverLeavesHalfASurrogatePair() {
		String text = "x".repeat(35) + "\uD83D\uDE00" + "tail";

		assertThat(MonitoringRecordRules.truncate(text, 36)).isEqualTo("x".repeat(35));
	}
}
