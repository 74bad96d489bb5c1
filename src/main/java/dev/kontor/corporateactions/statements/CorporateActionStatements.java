package dev.kontor.corporateactions.statements;

import java.time.LocalDate;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;

import dev.kontor.accounts.Accounts;
import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.pricefeed.InstrumentCatalogue;
import dev.kontor.pricefeed.InstrumentNames;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.pdf.CustomerPdfs;
import dev.kontor.shared.pdf.StatementPdf;

/**
 * The statements of client records for corporate actions, read from the action and the record's entitlements, never
 * stored: the entitlements do not change once booked, so a statement reads the same every time. A statement exists
 * once the record's bookings are done (the {@code CorporateActionStatement} event says so), that is once any of its
 * entitlements is booked or failed; the bookings of a record's entitlements are made together.
 */
@Service
@RequiredArgsConstructor(access = AccessLevel.PACKAGE)
public class CorporateActionStatements {

	private final Announcements announcements;

	private final Entitlements entitlements;

	private final CustomerPdfs pdfs;

	private final Accounts accounts;

	private final InstrumentCatalogue catalogue;

	/**
	 * The statement of one of the tenant's client records; 404 for an unknown action, for a client record without
	 * an entitlement to it (another tenant's among them), and while none of the record's entitlements is booked
	 * or failed (before the payment date).
	 */
	public CorporateActionStatement of(TenantId tenantId, CorporateActionId id, ClientId clientId) {
		CorporateAction action = announcements.find(id);
		List<Entitlement> held = entitlements.ofClient(tenantId, id, clientId);
		if (held.isEmpty()) {
			throw new NotFound("The client record " + clientId + " has no entitlement to corporate action " + id);
		}
		if (held.stream().allMatch(entitlement -> entitlement.status() == EntitlementStatus.Pending)) {
			throw new NotFound("The statement of corporate action " + id + " for client record " + clientId
					+ " is made when its entitlements are booked" + onPaymentDate(action));
		}
		return CorporateActionStatement.of(action, clientId, held);
	}

	/** The statement as a customer document of the tenant: its letterhead, the client's address, account numbers. */
	public byte[] pdf(TenantId tenantId, CorporateActionStatement statement) {
		List<CorporateActionStatement.EntitlementLine> lines = statement.entitlements();
		Set<UUID> accountIds = new HashSet<>();
		lines.forEach(line -> {
			accountIds.add(line.depositAccountId());
			if (line.cash().internalAccountId() != null) {
				accountIds.add(line.cash().internalAccountId());
			}
		});
		TradeProvider provider = lines.getFirst().provider();
		InstrumentNames names = new InstrumentNames(catalogue);
		Map<String, String> instruments = new HashMap<>();
		Stream.of(statement.action().isinCode(), statement.action().shares().newIsinCode())
			.filter(Objects::nonNull)
			.forEach(isin -> instruments.put(isin, names.of(provider, isin)));
		StatementPdf pdf = pdfs.open(tenantId, new ClientId(statement.clientId()),
				"Corporate action statement " + statement.action().corporateActionId().value());
		return CorporateActionStatementPdf.render(pdf, statement,
				new CorporateActionStatementPdf.Names(accounts.accountNumbers(tenantId, accountIds), instruments));
	}

	private static String onPaymentDate(CorporateAction action) {
		LocalDate paymentDate = action.announcement().dates().paymentDate();
		return paymentDate == null ? "" : ", on the payment date " + paymentDate;
	}
}
