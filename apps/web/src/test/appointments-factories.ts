import type { Appointment, AppointmentChange, AppointmentList, AvailableTimeSlots } from '@coax/contract';

export function createAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    appointmentToken: 'APT-JS-1001',
    appointmentType: 'TC',
    canReschedule: true,
    canCancel: true,
    changeBlockedBy: null,
    displayTime: 'Monday, November 23 1:00pm - 2:00pm',
    taskCodesList: ['INST', 'WIFI'],
    appointmentTitle: 'Internet installation visit 1001',
    appointmentStatus: 'Pending',
    nextAppointment: false,
    eta: null,
    estimatedDuration: 120,
    pacDuration: 30,
    quotaGroupDay: '2026-11-23',
    quotaGroupDayOfWeek: 'Monday',
    slotTime: '13:10',
    slotTimeDesc: '1:00pm - 2:00pm',
    windowStartMinutes: 780,
    windowEndMinutes: 840,
    statusMessage: null,
    confirmationNumber: 'AP-DEMO-1001',
    waitlist: { waiting: false, offer: null },
    ...overrides,
  };
}

export function createAppointmentList(appointments: Appointment[] = [createAppointment()]): AppointmentList {
  return { today: '2026-11-20', appointments };
}

export function createSlots(day: string, minutes: number[] = [480, 605, 960]): AvailableTimeSlots {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    quotaGroupDay: day,
    firstDay: '2026-11-20',
    lastDay: '2026-12-20',
    availableTimeSlots: minutes.map((m) => ({
      desiredTimeToken: `${day}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
      quotaGroupDay: day,
      slotTime: `${pad(Math.floor(m / 60))}:${pad(m % 60)}`,
      slotTimeDesc: '',
      startMinutes: m - (m % 15),
    })),
  };
}

export function createChange(
  appointment: Appointment,
  confirmationNumber = 'AP-7K3M-Q9XD',
): AppointmentChange {
  return { appointment: { ...appointment, confirmationNumber }, confirmationNumber, icsSequence: 1 };
}
