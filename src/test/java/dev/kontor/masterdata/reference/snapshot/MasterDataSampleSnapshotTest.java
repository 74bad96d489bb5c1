package dev.kontor.masterdata.reference.snapshot;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import dev.kontor.masterdata.FinancialObjectType;
import dev.kontor.shared.Isins;
import dev.kontor.masterdata.reference.MasterDataFixture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

/** The sample snapshot of the demo profile and the tests: real ISINs, consistent WKNs, valid as a whole. */
class MasterDataSampleSnapshotTest {

	private final Snapshot sample = read();

	@Test
	void holdsAtLeastFiftyInstrumentsOfEachKindWithCorrectCheckDigits() {
		List<Snapshot.SnapshotObject> instruments = instruments();
		assertThat(instruments).hasSizeGreaterThanOrEqualTo(50);
		assertThat(instruments).extracting(Snapshot.SnapshotObject::type).contains("Equity", "ETF", "Bond");
		assertThat(instruments).allSatisfy(
				instrument -> assertThat(Isins.isValid(instrument.isinCode())).as(instrument.isinCode()).isTrue());
		assertThat(instruments).extracting(Snapshot.SnapshotObject::isinCode).doesNotHaveDuplicates();
		assertThat(sample.objectList()).filteredOn(o -> o.objectType() == FinancialObjectType.Institution).isNotEmpty();
	}

	@Test
	void germanIsinsEmbedTheirWkn() {
		assertThat(instruments()).filteredOn(i -> i.isinCode().startsWith("DE000") && i.wkn() != null)
			.isNotEmpty()
			.allSatisfy(i -> assertThat(i.isinCode().substring(5, 11)).as(i.name()).isEqualTo(i.wkn()));
	}

	@Test
	void knowsWellKnownInstrumentsByIsinAndWkn() {
		assertThat(instruments()).extracting(i -> i.isinCode() + "/" + i.wkn())
			.contains("DE0007164600/716460", "US0378331005/865985", "IE00B4L5Y983/A0RPWH", "US5949181045/870747");
	}

	@Test
	void passesTheImportRules() {
		assertThatCode(() -> SnapshotChecks.check(sample)).doesNotThrowAnyException();
	}

	private List<Snapshot.SnapshotObject> instruments() {
		return sample.objectList().stream().filter(o -> o.objectType() == FinancialObjectType.Instrument).toList();
	}

	private static Snapshot read() {
		try (InputStream in = MasterDataSampleSnapshotTest.class.getClassLoader()
			.getResourceAsStream(MasterDataFixture.SAMPLE)) {
			return JsonMapper.builder().build().readValue(in, Snapshot.class);
		}
		catch (IOException ex) {
			throw new IllegalStateException(ex);
		}
	}
}
