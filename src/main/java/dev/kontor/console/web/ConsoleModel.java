package dev.kontor.console.web;

import org.jspecify.annotations.Nullable;

import org.springframework.security.core.annotation.AuthenticationPrincipal;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

import dev.kontor.console.SignedInUser;

/** What the layout of every console page shows: the signed-in user, whose roles choose the navigation. */
@ControllerAdvice(basePackages = "dev.kontor.console")
class ConsoleModel {

	@ModelAttribute("user")
	@Nullable SignedInUser user(@AuthenticationPrincipal @Nullable SignedInUser user) {
		return user;
	}
}
