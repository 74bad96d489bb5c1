package dev.kontor.console.web;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import dev.kontor.console.SignedInUser;
import dev.kontor.orders.VenueSession;

/**
 * What the layout of every console page shows: the signed-in user, whose roles choose the navigation, the current
 * path, and whether the orders go to a venue with a session (the FIX venue), whose page the navigation then links.
 */
@ControllerAdvice(basePackages = "dev.kontor.console")
class ConsoleModel {

	private final ObjectProvider<VenueSession> venueSession;

	ConsoleModel(ObjectProvider<VenueSession> venueSession) {
		this.venueSession = venueSession;
	}

	@ModelAttribute("user")
	@Nullable SignedInUser user(@AuthenticationPrincipal @Nullable SignedInUser user) {
		return user;
	}

	/** The path of the page, for the navigation to mark the current section. */
	@ModelAttribute("currentPath")
	String currentPath(HttpServletRequest request) {
		return request.getRequestURI();
	}

	@ModelAttribute("hasVenueSession")
	boolean hasVenueSession() {
		return venueSession.getIfAvailable() != null;
	}
}
