"""Shapes and their areas: a module for ast.dump's test data."""
import math


class Circle:
    def __init__(self, r):
        self.r = r

    def area(self):
        return math.pi * self.r ** 2


def total(shapes):
    return sum(s.area() for s in shapes if s is not None)


def scaled(shapes, k):
    """Each shape's area times k."""
    assert k > 0, "k must be positive"
    return [s.area() * k for s in shapes]
