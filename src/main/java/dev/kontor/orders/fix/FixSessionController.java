package dev.kontor.orders.fix;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.ResponseStatus;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.orders.VenueSession;
import dev.kontor.shared.NotFound;

/**
 * The operator sees the FIX venue's session and has it reconnect (scope platform.admin, as all of /admin/**). The
 * routes exist whatever the venue, and answer 404 while the orders go to the simulated one.
 */
@RestController
@RequestMapping("/admin/v1/fix-session")
@Tag(name = "Operator: FIX venue session")
class FixSessionController {

	private final ObjectProvider<VenueSession> session;

	FixSessionController(ObjectProvider<VenueSession> session) {
		this.session = session;
	}

	@GetMapping
	@Operation(summary = "The FIX session as this instance sees it: Connected, Disconnected (connecting), or "
			+ "NotHolder (another instance holds it); its sequence numbers, last message each way and last logon, the "
			+ "instance holding it, and the open orders at the venue")
	FixSessionView view() {
		return FixSessionView.of(fixSession().view());
	}

	@PostMapping("/reconnect")
	@Operation(summary = "Log out of the FIX venue; the initiator logs on again after the reconnect interval",
			description = "Accepted at once (202); on an instance not holding the session nothing happens.")
	@ResponseStatus(HttpStatus.ACCEPTED)
	void reconnect() {
		fixSession().reconnect();
	}

	private VenueSession fixSession() {
		VenueSession running = session.getIfAvailable();
		if (running == null) {
			throw new NotFound("Orders go to the simulated venue (kontor.orders.venue), not to a FIX venue");
		}
		return running;
	}
}
