"""Solvers of the ramsey_inspect tasks."""

from ramsey_inspect.solvers.gadgets import gadget_system_message, multiround

__all__ = ["gadget_system_message", "multiround"]
