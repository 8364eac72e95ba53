/**
 * How a full mock exam spreads its 30 questions over the categories: the weight each topic has in
 * the theory exam, as we read the official programme (signs and rules of the road dominate), and
 * no topic left out. Documented in docs/decisions (exam blueprint).
 */
export const FULL_EXAM_BLUEPRINT: Readonly<Record<string, number>> = {
  trafficSigns: 6,
  priorityRules: 4,
  highwayCode: 5,
  speedLimits: 3,
  parkingRules: 3,
  pedestrianSafety: 3,
  emergencyProcedures: 2,
  vehicleRequirements: 2,
  weatherConditions: 2,
};

export const blueprintTotal = (blueprint: Readonly<Record<string, number>>) =>
  Object.values(blueprint).reduce((sum, n) => sum + n, 0);
