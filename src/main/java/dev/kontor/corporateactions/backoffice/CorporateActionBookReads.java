package dev.kontor.corporateactions.backoffice;

import java.util.List;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.corporateactions.CorporateAction;
import dev.kontor.corporateactions.CorporateActionBook;
import dev.kontor.corporateactions.CorporateActionId;
import dev.kontor.corporateactions.Entitlement;
import dev.kontor.corporateactions.announcements.AnnouncementFilter;
import dev.kontor.corporateactions.announcements.Announcements;
import dev.kontor.corporateactions.entitlements.Entitlements;
import dev.kontor.shared.NotFound;
import dev.kontor.shared.TenantId;
import dev.kontor.shared.paging.PageRequest;

/** {@link CorporateActionBook} from the announcements and the entitlements as the API reads them. */
@Component
@RequiredArgsConstructor
class CorporateActionBookReads implements CorporateActionBook {

	private final Announcements announcements;

	private final Entitlements entitlements;

	@Override
	public List<CorporateAction> actions(int pageNumber, int limit) {
		return announcements.list(new AnnouncementFilter(null, null, null, null, null), page(pageNumber, limit)).data();
	}

	@Override
	public Optional<CorporateAction> action(CorporateActionId id) {
		try {
			return Optional.of(announcements.find(id));
		}
		catch (NotFound unknown) {
			return Optional.empty();
		}
	}

	@Override
	public List<Entitlement> entitlements(TenantId tenantId, CorporateActionId id, int pageNumber, int limit) {
		return entitlements.page(tenantId, id, null, page(pageNumber, limit));
	}

	private static PageRequest page(int pageNumber, int limit) {
		return new PageRequest(Math.max(1, pageNumber), Math.clamp(limit, 1, MAX_ROWS));
	}
}
