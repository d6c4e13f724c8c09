def total(items, discount=None, tax_rate=0.2, currency="EUR", rounding=2):
    subtotal = sum(item.price * item.quantity for item in items if item.available)
    if discount is not None and discount.applies_to(items, currency=currency):
        subtotal = discount.apply(subtotal, currency=currency, rounding=rounding)
    return round(subtotal * (1 + tax_rate), rounding), currency, len(items)


class Cart:
    def __init__(self, owner, items=None, discount=None, currency="EUR"):
        self.owner, self.items, self.discount = owner, items or [], discount
        self.currency = currency

    def add(self, item, quantity=1, replace_existing=False, notify_owner=True):
        if replace_existing:
            self.items = [i for i in self.items if i.sku != item.sku]
        self.items.append(item.with_quantity(quantity, currency=self.currency))
        if notify_owner:
            self.owner.notify("added", item.sku, quantity=quantity, cart=self)
