/** Given and family names for demo contacts: varied origins, so the inbox looks like a real customer base. */
export const GIVEN_NAMES = [
  'Ava', 'Liam', 'Sofia', 'Noah', 'Mia', 'Mateo', 'Amara', 'Ethan', 'Priya', 'Lucas', 'Chloe', 'Hiro', 'Zara',
  'Diego', 'Hannah', 'Kwame', 'Isla', 'Omar', 'Elena', 'Jun', 'Grace', 'Rafael', 'Leila', 'Samuel', 'Yuki',
  'Fatima', 'Oliver', 'Ines', 'Arjun', 'Nora', 'Tomás', 'Aaliyah', 'Felix', 'Mei', 'Gabriel', 'Sienna', 'Kofi',
  'Anya', 'Mason', 'Lucía', 'Daniel', 'Freya', 'Ibrahim', 'Camila', 'Theo', 'Ayesha', 'Marcus', 'Julia', 'Ravi',
  'Emma', 'Santiago', 'Naomi', 'Elijah', 'Chiara', 'Kenji', 'Maya', 'Andrés', 'Lena', 'Malik', 'Rosa',
] as const;

export const FAMILY_NAMES = [
  'Nguyen', 'Garcia', 'Okafor', 'Smith', 'Patel', 'Kim', 'Rossi', 'Müller', 'Haddad', 'Johnson', 'Silva',
  'Tanaka', 'Kowalski', 'Mensah', 'Andersson', 'Ali', 'Brown', 'Martínez', 'Chen', 'Dubois', 'Ivanova', 'Cohen',
  'Williams', "O'Brien", 'Fernández', 'Sato', 'Bianchi', 'Adeyemi', 'Larsen', 'Rahman', 'Lopez', 'Schmidt',
  'Wright', 'Yilmaz', 'Kaur', 'Moreau', 'Novak', 'Osei', 'Park', 'Reyes', 'Walker', 'Dimitrov', 'Hughes',
  'Sánchez', 'Ito', 'Baker', 'Costa', 'Hassan', 'Murphy', 'Lee',
] as const;

export const CONTACT_TAGS = ['vip', 'loyalty', 'new', 'wholesale', 'returning', 'newsletter', 'event', 'support'] as const;
