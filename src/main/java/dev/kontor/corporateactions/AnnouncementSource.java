package dev.kontor.corporateactions;

/** How an announcement reached the platform: through the JSON API or in an ISO 15022 MT564 message. */
public enum AnnouncementSource {

	Api, MT564
}
