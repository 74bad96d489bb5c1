package dev.kontor.console.web;

import jakarta.servlet.http.HttpServletRequest;
import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import dev.kontor.console.SignedInUser;

/**
 * What the layout of every console page shows: the signed-in user, whose roles choose the navigation, and the
 * current path.
 */
@ControllerAdvice(basePackages = "dev.kontor.console")
class ConsoleModel {

	@ModelAttribute("user")
	@Nullable SignedInUser user(@AuthenticationPrincipal @Nullable SignedInUser user) {
		return user;
	}

	/** The path of the page, for the navigation to mark the current section. */
	@ModelAttribute("currentPath")
	String currentPath(HttpServletRequest request) {
		return request.getRequestURI();
	}
}
