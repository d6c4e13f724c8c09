// A point, and the distance between two.
export class Point {
  constructor(x: number, y: number) {
    this.x = x;
    this.y = y;
  }

  distance(other: Point): number {
    return Math.hypot(this.x - other.x, this.y - other.y);
  }
}

export class Point3 extends Point {
  constructor(x: number, y: number, z: number) {
    super(x, y);
    this.z = z;
  }
}
