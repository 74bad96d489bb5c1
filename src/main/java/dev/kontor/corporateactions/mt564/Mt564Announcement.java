package dev.kontor.corporateactions.mt564;

import java.util.Objects;

import dev.kontor.corporateactions.Announcement;
import dev.kontor.corporateactions.CorporateActionId;

/**
 * One MT564 message read: the action it concerns ({@code :20C::CORP//}), whether it cancels the action
 * ({@code :23G:CANC} or {@code WITH}) and what it announces. A cancelling message's announcement holds what the
 * message still says; it need not meet {@link dev.kontor.corporateactions.AnnouncementRules}.
 */
public record Mt564Announcement(CorporateActionId id, boolean cancels, Announcement announcement) {

	public Mt564Announcement {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(announcement, "announcement");
	}
}
