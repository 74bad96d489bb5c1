package dev.kontor.aml.officer;

import java.util.Map;
import java.util.UUID;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

import dev.kontor.aml.AmlOfficerDesk;
import dev.kontor.aml.AmlTenant;
import dev.kontor.aml.ClientAmlOverview;
import dev.kontor.aml.EvaluationDetails;
import dev.kontor.aml.EvaluationId;
import dev.kontor.aml.EvaluationSummary;
import dev.kontor.aml.OfficerVerdict;
import dev.kontor.aml.ParameterFamilyOverview;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.InvalidInput;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.security.NotPermitted;
import dev.kontor.testing.Http;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The AML officer's reads and decisions through {@link AmlOfficerDesk}, over data set up through the API. */
class AmlOfficerDeskTest extends HttpTest {

	private static final PageRequest PAGE = new PageRequest(1, 100);

	@Autowired
	AmlOfficerDesk desk;

	private AmlTenant aml;

	private String client;

	private String originRecord;

	private final UUID officer = UUID.randomUUID();

	private final UUID officerClient = UUID.randomUUID();

	@BeforeEach
	void tenant() {
		aml = new AmlTenant(http, platform);
		aml.settings();
		client = aml.client("k-officer", Map.of("countryOfOrigin", "DEU", "accountUsageType", "Brokerage"));
		originRecord = aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
	}

	@Test
	void theInboxHoldsTheWaitingEvaluationsOldestFirst() {
		UUID first = waiting("100");
		UUID second = waiting("200");
		UUID approved = evaluation(aml.deposit(aml.client("k-low", Map.of()), "50"));

		assertThat(desk.waiting(amlTenant(), PAGE)).extracting(EvaluationSummary::id).containsExactly(first, second)
			.doesNotContain(approved);
		assertThat(desk.waiting(amlTenant(), PAGE).get(1)).satisfies(summary -> {
			assertThat(summary.action().amount()).isEqualByComparingTo("200");
			assertThat(summary.risk().averageRisk()).isEqualByComparingTo("5");
			assertThat(summary.risk().riskThresholdAcceptAutoBelow()).isEqualByComparingTo("3");
			assertThat(summary.risk().riskThresholdRejectAutoAbove()).isEqualByComparingTo("7");
			assertThat(summary.client().clientKey()).isEqualTo("k-officer");
		});
	}

	@Test
	void eachFactorIsExplainedByTheRecordThatGaveIt() {
		String pep = aml.monitoringRecord("pep-records", client, false);
		UUID id = waiting("100");

		EvaluationDetails details = desk.evaluation(amlTenant(), new EvaluationId(id));

		assertThat(details.factors()).anySatisfy(factor -> {
			assertThat(factor.source()).isEqualTo("CustomerOriginCountry");
			assertThat(factor.recordId()).hasToString(originRecord);
			assertThat(factor.factor()).isEqualByComparingTo("5");
			assertThat(factor.record()).contains("countryCode DEU", "countryName Germany", "riskFactor 5");
			assertThat(factor.recordChangedSince()).isFalse();
		});
		assertThat(details.factors()).anySatisfy(factor -> {
			assertThat(factor.source()).isEqualTo("PepRecord");
			assertThat(factor.recordId()).hasToString(pep);
			assertThat(factor.factor()).isEqualByComparingTo("8");
			assertThat(factor.record()).contains("informationSource none");
		});
		assertThat(details.decisions()).singleElement().satisfies(kept -> {
			assertThat(kept.status()).isEqualTo("Waiting");
			assertThat(kept.source()).isEqualTo("Automatic");
		});
	}

	@Test
	void theOfficersDecisionIsKeptWithWhoAndWhen() {
		UUID id = waiting("100");

		EvaluationDetails decided = desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve,
				"documents checked", "salary");

		assertThat(decided.summary().decision().status()).isEqualTo("Approved");
		assertThat(decided.summary().decision().deciderUserId()).isEqualTo(officer);
		assertThat(decided.decisions()).extracting(EvaluationDetails.KeptDecision::source)
			.containsExactly("Automatic", "Officer");
		assertThat(decided.decisions().get(1).decidedBy()).isEqualTo(officer);
		assertThat(decided.decisions().get(1).reason()).isEqualTo("documents checked");
		assertThat(desk.waiting(amlTenant(), PAGE)).isEmpty();
		assertThat(desk.decided(amlTenant(), PAGE).getFirst().id()).isEqualTo(id);
		Http.Response read = http.get("/api/v3/aml/action-evaluations/" + id, aml.integrator);
		assertThat(read.json().get("status").asString()).isEqualTo("Approved");
		assertThat(read.json().get("deciderUserId").asString()).isEqualTo(officer.toString());
	}

	@Test
	void aDecisionTakenFirstByAnotherOfficerAnswersConflictNamingIt() {
		UUID id = waiting("100");
		desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Deny, "unexplained funds", null);
		UUID second = UUID.randomUUID();

		assertThatThrownBy(() -> desk.decide(amlTenant(), second, officerClient, new EvaluationId(id),
				OfficerVerdict.Deny, "same", null))
			.isInstanceOf(Conflict.class)
			.hasMessageContaining("already Denied by another officer");
		assertThatThrownBy(() -> desk.decide(amlTenant(), second, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve, "ok", null))
			.isInstanceOf(Conflict.class)
			.hasMessageContaining("already Denied by another officer");
		assertThat(desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Deny, "again", null)
			.summary()
			.decision()
			.deciderUserId()).as("the same officer's decision sent twice").isEqualTo(officer);
	}

	@Test
	void anEvaluationDecidedAutomaticallyAnswersConflict() {
		UUID approved = evaluation(aml.deposit(aml.client("k-auto", Map.of()), "50"));

		assertThatThrownBy(() -> desk.decide(amlTenant(), officer, officerClient, new EvaluationId(approved),
				OfficerVerdict.Approve,
				"ok", null))
			.isInstanceOf(Conflict.class)
			.hasMessageContaining("already Approved automatically");
	}

	@Test
	void theClientThatCreatedTheEvaluationDoesNotDecideIt() {
		UUID id = waiting("100");
		UUID creator = Caller.actorIdOfClient(aml.integratorClientId);

		assertThatThrownBy(
				() -> desk.decide(amlTenant(), officer, creator, new EvaluationId(id),
						OfficerVerdict.Approve, "mine", null))
			.isInstanceOf(NotPermitted.class);
		assertThat(desk.evaluation(amlTenant(), new EvaluationId(id)).summary().isWaiting()).isTrue();
	}

	@Test
	void theReasonIsRequiredAndBothTextsKeepTheirLimits() {
		UUID id = waiting("100");

		assertThatThrownBy(() -> desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve, " ", null)).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve,
				"r".repeat(65), null)).isInstanceOf(InvalidInput.class);
		assertThatThrownBy(() -> desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve, "r", "n".repeat(129))).isInstanceOf(InvalidInput.class);
		assertThat(desk.decide(amlTenant(), officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Approve, "r".repeat(64), "n".repeat(128)).summary().decision().status())
			.isEqualTo("Approved");
	}

	@Test
	void anotherTenantsEvaluationAndClientAreNotFound() {
		UUID id = waiting("100");
		UUID otherTenant = platform.newTenant();

		TenantId other = new TenantId(otherTenant);
		assertThatThrownBy(() -> desk.evaluation(other, new EvaluationId(id))).isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> desk.decide(other, officer, officerClient, new EvaluationId(id),
				OfficerVerdict.Deny, "x", null))
			.isInstanceOf(NotFound.class);
		assertThatThrownBy(() -> desk.client(other, new ClientId(UUID.fromString(client))))
			.isInstanceOf(NotFound.class);
		assertThat(desk.waiting(other, PAGE)).isEmpty();
		assertThat(desk.evaluation(amlTenant(), new EvaluationId(id)).summary().isWaiting()).isTrue();
	}

	@Test
	void aClientsOverviewHoldsItsMonitoringRecordsActiveOrNot() {
		String sanction = aml.monitoringRecord("sanction-records", client, true);
		Http.Response inactive = http.putJson("/api/v3/aml/sanction-records/" + sanction + "/inactive",
				aml.integrator, Map.of());
		assertThat(inactive.status()).as(inactive.toString()).isEqualTo(200);
		String other = aml.monitoringRecord("other-records", client, false);

		ClientAmlOverview overview = desk.client(amlTenant(), new ClientId(UUID.fromString(client)));

		assertThat(overview.client().clientKey()).isEqualTo("k-officer");
		assertThat(overview.records()).extracting(r -> r.id().toString(), ClientAmlOverview.MonitoringEntry::family,
				r -> r.watch().isActive())
			.containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple(sanction, "Sanction", false),
					org.assertj.core.groups.Tuple.tuple(other, "Other", true));
		assertThat(overview.screening()).as("never sent to monitoring").isNull();
		assertThat(overview.screeningHits()).isEmpty();
	}

	@Test
	void theSettingsAndParametersShowTheirChanges() {
		aml.settings("4", "7");

		var settings = desk.settings(amlTenant());
		assertThat(settings.fields()).containsEntry("riskThresholdAcceptAutoBelow", "4")
			.containsEntry("amlOfficerEmail", "officer@example.com");
		assertThat(settings.history()).first().satisfies(change -> {
			assertThat(change.action()).isEqualTo("Updated");
			assertThat(change.changes()).containsExactly(
					new dev.kontor.aml.RecordChange.FieldChange("riskThresholdAcceptAutoBelow", "3", "4"));
		});
		assertThat(settings.history()).hasSize(2);

		ParameterFamilyOverview origin = desk.parameters(amlTenant())
			.stream()
			.filter(family -> family.pathSegment().equals("customer-origin-country"))
			.findFirst()
			.orElseThrow();
		assertThat(origin.records()).singleElement().satisfies(record -> {
			assertThat(record.id()).hasToString(originRecord);
			assertThat(record.fields()).containsEntry("countryCode", "DEU");
			assertThat(record.riskFactor()).isEqualTo(5);
		});
		assertThat(origin.history()).singleElement().satisfies(change -> {
			assertThat(change.action()).isEqualTo("Created");
			assertThat(change.recordId()).hasToString(originRecord);
			assertThat(change.changes()).contains(new dev.kontor.aml.RecordChange.FieldChange("countryCode", null,
					"DEU"));
		});
	}

	private TenantId amlTenant() {
		return new TenantId(aml.tenantId);
	}

	private UUID waiting(String amount) {
		UUID id = evaluation(aml.deposit(client, amount));
		assertThat(desk.evaluation(amlTenant(), new EvaluationId(id)).summary().decision().status())
			.isEqualTo("Waiting");
		return id;
	}

	private UUID evaluation(Map<String, Object> action) {
		Http.Response created = aml.evaluate(action);
		assertThat(created.status()).as(created.toString()).isEqualTo(200);
		return UUID.fromString(created.json().get("id").asString());
	}
}
