package dev.kontor.corporateactions.statements;

import java.time.LocalDate;
import java.util.List;

import lombok.AccessLevel;
import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Service;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.EntitlementStatus;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.ClientId;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;

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

	public byte[] pdf(CorporateActionStatement statement) {
		return CorporateActionStatementPdf.render(statement);
	}

	private static String onPaymentDate(CorporateAction action) {
		LocalDate paymentDate = action.announcement().dates().paymentDate();
		return paymentDate == null ? "" : ", on the payment date " + paymentDate;
	}
}
