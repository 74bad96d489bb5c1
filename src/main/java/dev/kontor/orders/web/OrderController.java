package dev.kontor.orders.web;

import java.time.LocalDate;
import java.util.List;
import java.util.UUID;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.validation.Valid;
import org.jspecify.annotations.Nullable;

import org.springframework.format.annotation.DateTimeFormat;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.access.prepost.PreAuthorize;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.orders.ExecutionDetails;
import dev.kontor.orders.NewOrder;
import dev.kontor.orders.Order;
import dev.kontor.orders.OrderChange;
import dev.kontor.orders.OrderStatus;
import dev.kontor.orders.internal.OrderAmendments;
import dev.kontor.orders.internal.OrderPlacement;
import dev.kontor.orders.internal.OrderReads;
import dev.kontor.orders.internal.OrderRequest;
import dev.kontor.shared.paging.PageRequest;
import dev.kontor.shared.paging.Paged;
import dev.kontor.shared.security.Caller;
import dev.kontor.shared.web.WebSettings;

/** The order management API of a client record (document 1's {@code {order_url}}, contract section 8). */
@RestController
@RequestMapping("/api/client/{clientId}/order")
@Tag(name = "Orders")
@RequiredArgsConstructor
class OrderController {

	private final OrderPlacement placement;

	private final OrderAmendments amendments;

	private final OrderReads reads;

	private final WebSettings web;

	@PostMapping
	@PreAuthorize("hasAuthority('SCOPE_orders.write')")
	@Operation(summary = "Place an order (201); the same clientOrderId and body again answers the same order (200)",
			description = "Checked before acceptance: 400 for a malformed body, 422 naming the rule broken (an "
					+ "instrument not tradeable, the tenant's order support flags, a client or account not active "
					+ "or not the client's, a customer banned by AML, not enough available cash or securities). A buy "
					+ "reserves quantity x limit (market and stop: the latest ask plus the configured buffer; a money "
					+ "order its amount) plus the fee; a sell reserves the quantity of the position. The same "
					+ "clientOrderId with another body answers 409.")
	@ApiResponse(responseCode = "201", description = "The order placed")
	@ApiResponse(responseCode = "200", description = "The order placed before with the same clientOrderId and body")
	ResponseEntity<Order> place(@PathVariable UUID clientId, @Valid @RequestBody NewOrder order, Caller caller) {
		OrderPlacement.Placed placed = placement.place(tenantActingFor(caller, clientId), caller.actorId(), clientId,
				OrderRequest.of(order));
		return ResponseEntity.status(placed.created() ? HttpStatus.CREATED : HttpStatus.OK).body(placed.order());
	}

	@GetMapping
	@PreAuthorize("hasAuthority('SCOPE_orders.read')")
	@Operation(summary = "List the client's open orders (New, PartiallyFilled and, at a FIX venue, "
			+ "PendingNew, PendingCancel, PendingReplace), newest first, a page at a time")
	Paged<Order> open(@PathVariable UUID clientId, @RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return reads.open(tenantActingFor(caller, clientId), clientId, page(pageNumber, recordsPerPage));
	}

	@GetMapping("/history")
	@PreAuthorize("hasAuthority('SCOPE_orders.read')")
	@Operation(summary = "List all the client's orders, closed ones too, newest first, a page at a time",
			description = "status, isinCode and the creation days dateFrom and dateTo (inclusive, UTC) filter.")
	Paged<Order> history(@PathVariable UUID clientId, @RequestParam(required = false) @Nullable OrderStatus status,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateFrom,
			@RequestParam(required = false) @DateTimeFormat(iso = DateTimeFormat.ISO.DATE) @Nullable LocalDate dateTo,
			@RequestParam(required = false) @Nullable String isinCode,
			@RequestParam(required = false) @Nullable Integer pageNumber,
			@RequestParam(required = false) @Nullable Integer recordsPerPage, Caller caller) {
		return reads.history(tenantActingFor(caller, clientId), clientId, status, dateFrom, dateTo, isinCode,
				page(pageNumber, recordsPerPage));
	}

	@GetMapping("/{clientOrderId}")
	@PreAuthorize("hasAuthority('SCOPE_orders.read')")
	@Operation(summary = "Read one order with its executions (what the Trade* events point at)")
	Order get(@PathVariable UUID clientId, @PathVariable String clientOrderId, Caller caller) {
		return reads.get(tenantActingFor(caller, clientId), clientId, clientOrderId);
	}

	@DeleteMapping("/{clientOrderId}")
	@PreAuthorize("hasAuthority('SCOPE_orders.write')")
	@Operation(summary = "Request the cancellation of an order (202)",
			description = "An open order is Cancelled and its reservation released at once; at a FIX venue it is "
					+ "PendingCancel until the venue answers: Cancelled, or back to New or PartiallyFilled with "
					+ "TradeOrderCancelReject. An order no longer open, or one with a cancellation or modification "
					+ "pending, stays as it is, answers 202 too, and fires TradeOrderCancelReject.")
	@ApiResponse(responseCode = "202", description = "The order as the request left it")
	ResponseEntity<Order> cancel(@PathVariable UUID clientId, @PathVariable String clientOrderId, Caller caller) {
		return ResponseEntity.accepted()
			.body(amendments.cancel(tenantActingFor(caller, clientId), clientId, clientOrderId));
	}

	@PutMapping("/{clientOrderId}")
	@PreAuthorize("hasAuthority('SCOPE_orders.write')")
	@Operation(summary = "Request the modification of an open order's quantity, limit or stop price (202)",
			description = "The figures sent replace the order's; its reservation is taken anew for what then "
					+ "remains, atomically (422 when the rules of placing refuse the new figures, nothing changed). "
					+ "At a FIX venue the order is PendingReplace, its terms unchanged and its reservation covering "
					+ "both, until the venue answers: the new terms, or the old ones with TradeOrderModifyReject. "
					+ "An order no longer open, PendingNew, or with a request pending, stays as it is, answers 202 "
					+ "too, and fires TradeOrderModifyReject.")
	@ApiResponse(responseCode = "202", description = "The order as the request left it")
	ResponseEntity<Order> modify(@PathVariable UUID clientId, @PathVariable String clientOrderId,
			@Valid @RequestBody OrderChange change, Caller caller) {
		return ResponseEntity.accepted()
			.body(amendments.modify(tenantActingFor(caller, clientId), clientId, clientOrderId, change));
	}

	@GetMapping("/{clientOrderId}/executions")
	@PreAuthorize("hasAuthority('SCOPE_orders.read')")
	@Operation(summary = "List an order's executions with fee, amount and value date, oldest first")
	List<ExecutionDetails> executions(@PathVariable UUID clientId, @PathVariable String clientOrderId,
			Caller caller) {
		return reads.executions(tenantActingFor(caller, clientId), clientId, clientOrderId);
	}

	/**
	 * The caller's tenant, once the caller may act for the client record: a user linked to a client record acts for
	 * that one only (403), a client-credentials token for every client record of its tenant.
	 */
	private static UUID tenantActingFor(Caller caller, UUID clientId) {
		caller.requireActsFor(clientId);
		return caller.tenantId();
	}

	private PageRequest page(@Nullable Integer pageNumber, @Nullable Integer recordsPerPage) {
		return PageRequest.of(pageNumber, recordsPerPage, web.maxRecordsPerPage());
	}
}
