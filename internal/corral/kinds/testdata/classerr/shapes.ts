// Shapes that know their area.
export class Shape {
  area() {
    return 0;
  }

  describe() {
    return `${this.constructor.name} of area ${this.area()}`;
  }
}

export class Square extends Shape {
  constructor(side) {
    super();
    this.side = side;
  }

  area() {
    return this.side * this.side;
  }
}
