package dev.kontor.accounts.internal;

/** A reservation is Open until it is Released (given back) or Consumed (by the booking that settles it). */
enum ReservationStatus {

	Open, Released, Consumed
}
